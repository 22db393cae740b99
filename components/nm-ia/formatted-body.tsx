import { parseFormattedBody, type TextRun } from '@/lib/domain/content-body';

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    run.bold ? (
      <strong key={index} className="font-semibold text-foreground">
        {run.text}
      </strong>
    ) : (
      <span key={index}>{run.text}</span>
    ),
  );
}

/**
 * The provider's long body on the NM+IA page: '## ' lines become headings in the page outline, '**' bold, bullet lines
 * lists; everything else is plain text. React escapes every run, so markup in the text is shown, never interpreted.
 */
export function FormattedBody({ body }: { body: string }) {
  return (
    <div className="grid gap-5 text-lg leading-relaxed text-muted-foreground">
      {parseFormattedBody(body).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h3 key={index} className="mt-6 font-display text-2xl leading-snug text-foreground first:mt-0 md:text-3xl">
              {block.text}
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={index} className="grid gap-3">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className="flex gap-3">
                  <span aria-hidden className="mt-3 size-1.5 shrink-0 rounded-full bg-accent" />
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
