/**
 * The school's Qualiopi certificate on the quality page: the certificate's image (its text alternative from the CMS), the categories
 * of action it was delivered for in the certification's own wording, the day, and the PDF to download, its format and
 * size said in the link. Server HTML only.
 */
import { formatDay } from "../../../core/dates";
import { certifiedCategories } from "../../../core/qualiopi";
import type { MediaFile, Qualiopi } from "../../../contract/model/qualiopi";
import { Image } from "../Image";
import { useLocale } from "../../browser/state/locale";

/** "PDF, 2 ko": the file's format from its extension, its size from Strapi's kilobytes, at least 1. */
function fileFacts(file: MediaFile, locale: string): [string, string] {
  const format = (file.ext || file.url.split(".").pop() || "").replace(/^\./, "").toUpperCase();
  const size = new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, file.size ?? 1));
  return [format, size];
}

export function QualiopiCertificate({ qualiopi }: { qualiopi: Qualiopi }) {
  const { locale, m } = useLocale();
  const texts = m.articles.qualiopi;
  const categories = certifiedCategories(qualiopi).map((category) => texts.categories[category]);
  const download = texts.download(...fileFacts(qualiopi.certificateFile, locale));
  return (
    <section id="qualiopi" className="section qualiopi" aria-labelledby="qualiopi-title">
      <h2 id="qualiopi-title" className="section__title">{texts.title}</h2>
      <div className="qualiopi__body">
        <Image media={qualiopi.certificate} slot="certificate" className="qualiopi__certificate" />
        <div className="qualiopi__facts">
          {categories.length > 0 && <p className="qualiopi__categories">{texts.delivered(categories)}</p>}
          <p>{texts.issued(formatDay(qualiopi.issuedOn, locale))}</p>
          <p>
            <a className="qualiopi__download" href={qualiopi.certificateFile.url} download>{download}</a>
          </p>
          {qualiopi.demo && <p className="results__demo">{texts.demo}</p>}
        </div>
      </div>
    </section>
  );
}
