/** A grid of event cards. */
import { EventCard, type ListedEvent } from "./EventCard";
import type { CardLevel } from "./FormationCard";

export function EventList({ events, level }: { events: ListedEvent[]; level?: CardLevel }) {
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
