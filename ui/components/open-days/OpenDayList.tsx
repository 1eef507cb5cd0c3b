/** Open days as a grid of cards. */
import type { OpenDay } from "./open-day";
import { OpenDayCard } from "./OpenDayCard";

export function OpenDayList({ openDays }: { openDays: OpenDay[] }) {
  return (
    <ul className="open-day-list">
      {openDays.map((openDay) => (
        <li key={openDay.slug}>
          <OpenDayCard openDay={openDay} />
        </li>
      ))}
    </ul>
  );
}
