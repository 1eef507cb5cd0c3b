/** A grid of event cards. */
import type { Event } from "../../contract/model/events";
import { EventCard } from "./EventCard";

export function EventList({ events }: { events: Event[] }) {
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
