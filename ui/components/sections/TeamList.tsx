/** People with their role and e-mail (articles' team sections and the campus team). */
import type { TeamMember } from "../../../contract/model/content";
import { Image } from "../Image";
import { initials } from "./TestimonialsSection";

export function TeamList({ members }: { members: TeamMember[] }) {
  return (
    <ul className="team">
      {members.map((member, i) => (
        <li key={i} className="team__member">
          {member.photo ? (
            <Image media={member.photo} slot="avatar" className="avatar" alt="" />
          ) : (
            <span className="avatar avatar--initials" aria-hidden="true">{initials(member.name)}</span>
          )}
          <div>
            <p className="team__name">{member.name}</p>
            {member.role && <p className="team__role">{member.role}</p>}
            {member.email && (
              <a className="team__email" href={`mailto:${member.email}`}>
                {member.email}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
