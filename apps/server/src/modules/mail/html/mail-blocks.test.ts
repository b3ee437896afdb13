import { describe, expect, it } from 'vitest';
import { mailBlocks, preheaderOf } from './mail-blocks.ts';

const ORIGIN = 'https://empfehlen.telko.example';

describe('a mail text as HTML blocks', () => {
  it('makes the first line that is only a portal link the one button, in its place', () => {
    const blocks = mailBlocks(
      `Hallo Erika,\n\nbitte bestätigen:\n\n${ORIGIN}/a?token=1\n\nDanach: ${ORIGIN}/b\n${ORIGIN}/c\n`,
      ORIGIN,
    );
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'button', 'paragraph']);
    expect(blocks[2]).toEqual({ kind: 'button', href: `${ORIGIN}/a?token=1` });
    // A later lone link stays a link in its paragraph: one button per mail.
    expect(blocks[3]).toEqual({
      kind: 'paragraph',
      lines: [
        [{ text: 'Danach: ' }, { text: `${ORIGIN}/b`, href: `${ORIGIN}/b` }],
        [{ text: `${ORIGIN}/c`, href: `${ORIGIN}/c` }],
      ],
    });
  });

  it('without a lone link, the first portal link in a sentence is the button after its paragraph', () => {
    const blocks = mailBlocks(`Hallo,\n\nDie Entscheidung: ${ORIGIN}/kulanzdanke/1.\n\nGruß`, ORIGIN);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'button', 'paragraph']);
    expect(blocks[2]).toEqual({ kind: 'button', href: `${ORIGIN}/kulanzdanke/1` });
  });

  it('links nowhere but the portal: a typed URL stays text', () => {
    const blocks = mailBlocks('Hallo https://evil.example/x,\n\nhttps://evil.example/y', ORIGIN);
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Hallo https://evil.example/x,' }]] },
      { kind: 'paragraph', lines: [[{ text: 'https://evil.example/y' }]] },
    ]);
  });

  it('boxes an indented line (a voucher code)', () => {
    expect(mailBlocks('Ihr Gutschein:\n\n    GUT-1234\n\nDanke', ORIGIN)[1]).toEqual({
      kind: 'code',
      text: 'GUT-1234',
    });
  });

  it('shows the paragraph after the greeting as preheader, without links', () => {
    expect(preheaderOf(`Hallo Erika,\n\nbitte bestätigen: ${ORIGIN}/a?token=geheim\n\nmehr`)).toBe(
      'bitte bestätigen:',
    );
  });
});
