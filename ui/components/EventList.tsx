/** A grid of event cards. */
import type { ListedEvent } from "../../contract/pages";
import { EventCard } from "./EventCard";

export function EventList({ events }: { events: ListedEvent[] }) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
