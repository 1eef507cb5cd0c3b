/** Contact cards: who, e-mail and phone as links (campus contacts sections and the campus page). */
import type { Contact } from "../../../contract/model/content";

export function ContactCards({ contacts }: { contacts: Contact[] }) {
  return (
    <ul className="contacts">
      {contacts.map((contact, i) => (
        <li key={i} className="contacts__card">
          <p className="contacts__label">{contact.label}</p>
          {contact.name && <p>{contact.name}</p>}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {contact.phone && <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>}
        </li>
      ))}
    </ul>
  );
}
