import { parseFormattedBody, type TextRun } from '@/lib/domain/content-body';

/** Plain runs as bare text (no element of their own: each would be sent twice, in the HTML and the RSC payload). */
function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    run.bold ? (
      <strong key={index} className="font-semibold text-foreground">
        {run.text}
      </strong>
    ) : (
      run.text
    ),
  );
}

/**
 * The provider's long body on the NM+IA page: '## ' lines become headings in the page outline, '**' bold, bullet lines
 * lists; everything else is plain text. React escapes every run, so markup in the text is shown, never interpreted.
 */
export function FormattedBody({ body }: { body: string }) {
  return (
    // Its lists' look (the dot is each item's pseudo-element) in app/globals.css, section perf-galleries.
    <div className="nm-body">
      {parseFormattedBody(body).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h3 key={index} className="mt-6 font-display text-2xl leading-snug text-foreground first:mt-0 md:text-3xl">
              {block.text}
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <span>
                    <Runs runs={item} />
                  </span>
                </li>
              ))}
            </ul>
          );
        return (
          <p key={index}>
            <Runs runs={block.runs} />
          </p>
        );
      })}
    </div>
  );
}
