/** The section switch: each CMS section component drawn by its own small component. */
import type { Section } from "../../../contract/model/articles";
import { AccordionSection } from "./AccordionSection";
import { CampusContactsSection } from "./CampusContactsSection";
import { ChapterSection } from "./ChapterSection";
import { CourseIndicatorsSection } from "./CourseIndicatorsSection";
import { CtaSection } from "./CtaSection";
import { KeyDataSection } from "./KeyDataSection";
import { QuoteSection } from "./QuoteSection";
import { SummaryMenuSection } from "./SummaryMenuSection";
import { TeamSection } from "./TeamSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { TextSection } from "./TextSection";

function SectionView({ section }: { section: Section }) {
  switch (section.__component) {
    case "sections.text":
      return <TextSection section={section} />;
    case "sections.accordion":
      return <AccordionSection section={section} />;
    case "sections.quote":
      return <QuoteSection section={section} />;
    case "sections.chapter":
      return <ChapterSection section={section} />;
    case "sections.key-data":
      return <KeyDataSection section={section} />;
    case "sections.testimonials":
      return <TestimonialsSection section={section} />;
    case "sections.team":
      return <TeamSection section={section} />;
    case "sections.course-indicators":
      return <CourseIndicatorsSection section={section} />;
    case "sections.campus-contacts":
      return <CampusContactsSection section={section} />;
    case "sections.summary-menu":
      return <SummaryMenuSection section={section} />;
    case "sections.cta":
      return <CtaSection section={section} />;
  }
}

export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="sections">
      {sections.map((section, i) => (
        <SectionView key={`${section.__component}-${section.id ?? i}`} section={section} />
      ))}
    </div>
  );
}
