import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from './light-scheme-only';

const run = async (css: string) => (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css;

describe('the stylesheet keeps the light scheme only', () => {
  it('drops the rules that apply only in the dark scheme, and a media query left empty', async () => {
    const css = await run(`
      .card { color: var(--mantine-color-text); }
      :root[data-mantine-color-scheme='dark'] { --mantine-color-body: #1a1b1e; }
      [data-mantine-color-scheme="dark"] .card { color: white; }
      @media (hover: hover) { :where([data-mantine-color-scheme='dark']) .card:hover { color: gray; } }
      :root[data-mantine-color-scheme='light'] { --mantine-color-body: #fff; }
    `);
    expect(css).not.toContain('dark');
    expect(css).not.toContain('@media');
    expect(css).toContain('.card { color: var(--mantine-color-text); }');
    expect(css).toContain(":root[data-mantine-color-scheme='light'] { --mantine-color-body: #fff; }");
  });

  it('keeps the light selectors of a rule that names both schemes', async () => {
    const css = await run(
      "[data-mantine-color-scheme='light'] .badge, [data-mantine-color-scheme='dark'] .badge { color: red; }",
    );
    expect(css).toBe("[data-mantine-color-scheme='light'] .badge { color: red; }");
  });
});
