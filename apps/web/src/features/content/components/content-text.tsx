import { Fragment } from 'react';
import { paragraphs } from '../content-text.ts';

/** A CMS text as paragraphs with line breaks; never as HTML (the texts are plain text). */
export function ContentText({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((lines, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity but their place
        <p key={i}>
          {lines.map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same holds for a paragraph's lines
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
