import type { LegalSection } from './texts';
import './legal.css';

export function LegalDocument({ updated, sections }: { updated: string; sections: readonly LegalSection[] }) {
  return (
    <div className="legal-document">
      <p className="legal-document__updated">{updated}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item.slice(0, 32)}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
