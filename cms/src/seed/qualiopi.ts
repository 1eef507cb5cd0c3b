/**
 * The demo's Qualiopi certificate, marked as demo: a certificate drawn as an image and written as a one-page PDF, and
 * a stand-in for the Qualiopi mark (the real mark is the certifier's to hand over, not ours to copy). Nothing downloaded.
 */
import { uploadImage } from './media';

const DEMO_NOTICE = 'DOCUMENT DE DÉMONSTRATION, SANS VALEUR';

/** The certificate as the school would scan it: certifier, holder, category, date, and the demo notice across it. */
const certificateSvg = (issued: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 594" width="420" height="594">
<rect width="420" height="594" fill="#fff"/><rect x="14" y="14" width="392" height="566" fill="none" stroke="#12325f" stroke-width="3"/>
<g font-family="Segoe UI, Helvetica, Arial, sans-serif" fill="#12325f" text-anchor="middle">
<text x="210" y="80" font-size="15" font-weight="700">Organisme certificateur (démo)</text>
<text x="210" y="150" font-size="28" font-weight="700">CERTIFICAT</text>
<text x="210" y="180" font-size="13">Certification qualité Qualiopi</text>
<text x="210" y="240" font-size="13">délivrée à</text><text x="210" y="266" font-size="18" font-weight="700">École Exemple</text>
<text x="210" y="330" font-size="12">au titre de la catégorie d’action suivante :</text>
<text x="210" y="352" font-size="13" font-weight="700">ACTIONS DE FORMATION PAR APPRENTISSAGE</text>
<text x="210" y="420" font-size="12">Date de délivrance : ${issued}</text>
<text x="210" y="530" font-size="12" font-weight="700" fill="#b3261e">${DEMO_NOTICE}</text>
</g></svg>`;

/** A stand-in for the mark: its name and lines, clearly not the official artwork. */
const markSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 90" width="200" height="90">
<rect width="200" height="90" rx="6" fill="#fff"/><rect x="8" y="10" width="6" height="70" fill="#000091"/><rect x="14" y="10" width="6" height="70" fill="#e1000f"/>
<g font-family="Segoe UI, Helvetica, Arial, sans-serif"><text x="30" y="40" font-size="26" font-weight="700" fill="#000091">Qualiopi</text>
<text x="30" y="58" font-size="11" fill="#161616">processus certifié</text><text x="30" y="76" font-size="9" fill="#161616">RÉPUBLIQUE FRANÇAISE · démo</text></g></svg>`;

/** A one-page PDF of a few lines of text (Helvetica, Latin-1 characters only), its cross-reference table computed. */
export function textPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 60 760 Td 20 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The settings' certificate: one category, as a school that is an apprentice training centre holds. */
export async function demoQualiopi() {
  const issued = '1er décembre 2025';
  const certificate = await uploadImage(strapi, 'certificat-qualiopi-demo', `Certificat Qualiopi d’École Exemple, délivré le ${issued} (démonstration)`, Buffer.from(certificateSvg(issued)), 'svg');
  const certificateFile = await uploadImage(strapi, 'certificat-qualiopi-demo', 'Certificat Qualiopi (démonstration)', textPdf([
    'CERTIFICAT : certification qualité Qualiopi (démonstration)',
    'Délivrée à : École Exemple',
    'Catégorie : actions de formation par apprentissage',
    `Date de délivrance : ${issued}`,
    DEMO_NOTICE,
  ]), 'pdf');
  const mark = await uploadImage(strapi, 'marque-qualiopi-demo', 'Qualiopi, processus certifié, République française', Buffer.from(markSvg()), 'svg');
  return { certificate, certificateFile, mark, issuedOn: '2025-12-01', apprenticeship: true, demo: true };
}
