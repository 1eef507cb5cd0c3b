/** A grid of event cards. */
import type { Event } from "../../contract/model/events";
import { EventCard } from "./EventCard";
import type { CardLevel } from "./FormationCard";

export function EventList({ events, level }: { events: Event[]; level?: CardLevel }) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} level={level} />
        </li>
      ))}
    </ul>
  );
}
