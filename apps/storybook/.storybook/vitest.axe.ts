import axe from 'axe-core';

/** Impacts that fail a story (issue #14 §5); minor and moderate ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * A story's `parameters.a11y`, in the shape of Storybook's a11y addon: `test: 'off'` skips the
 * check, `config.rules` turns single axe rules off (`{ id: 'color-contrast', enabled: false }`).
 * Say why in the story when you use either.
 */
export interface StoryA11yParameters {
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled: boolean }[] };
}

/**
 * Runs axe-core over the whole document once a story has rendered and its play function has run
 * (dialogs and menus render in portals outside the story's canvas), and throws with every serious
 * or critical violation: rule, impact, help and up to five offending elements.
 * @param a11y - the story's `parameters.a11y`.
 * @throws Error listing the violations.
 */
export async function expectNoSeriousAxeViolations(a11y: StoryA11yParameters = {}): Promise<void> {
  if (a11y.test === 'off') return;
  const rules = Object.fromEntries((a11y.config?.rules ?? []).map(({ id, enabled }) => [id, { enabled }]));
  const results = await axe.run(document, { resultTypes: ['violations'], rules });
  const failing = results.violations.filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact));
  if (failing.length === 0) return;
  const lines = failing.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.slice(0, 5).map((node) => `  ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  ]);
  throw new Error(`axe: ${failing.length} serious or critical violation(s)\n${lines.join('\n')}`);
}
