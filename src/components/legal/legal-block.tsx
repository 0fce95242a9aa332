import type { LegalBlock as LegalBlockData } from '@/content/legal';
import { LegalContact } from './legal-contact';

export function LegalBlock({ block }: { block: LegalBlockData }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => {
            // "Contact form: …" items get their lead-in in bold.
            const lead = /^([^:]{2,40}): (.*)$/s.exec(item);
            return (
              <li key={item}>
                {lead ? (
                  <>
                    <strong className="font-semibold text-fg">{lead[1]}:</strong> {lead[2]}
                  </>
                ) : (
                  item
                )}
              </li>
            );
          })}
        </ul>
      );
    case 'table':
      return (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold text-fg">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([what, how]) => (
                <tr key={what} className="border-t border-border align-top">
                  <th scope="row" className="w-2/5 px-4 py-3 font-medium leading-6 text-fg">
                    {what}
                  </th>
                  <td className="px-4 py-3 leading-6">{how}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'contact':
      return <LegalContact heading={block.heading} />;
  }
}
