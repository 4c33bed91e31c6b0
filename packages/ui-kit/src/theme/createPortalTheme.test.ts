import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createPortalTheme } from './createPortalTheme.js';

describe('createPortalTheme', () => {
  it.each(['light', 'dark'] as const)('%s: text and brand colours meet WCAG AA (4.5:1)', (mode) => {
    const { palette, shape } = createPortalTheme(mode);
    expect(palette.mode).toBe(mode);
    expect(shape.borderRadius).toBe(8);
    for (const bg of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(palette.text.primary, bg)).toBeGreaterThanOrEqual(7);
      expect(getContrastRatio(palette.text.secondary, bg)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.primary.main, bg)).toBeGreaterThanOrEqual(4.5);
    }
    for (const key of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
      expect(getContrastRatio(palette[key].contrastText, palette[key].main), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses a system font stack (no web font)', () => {
    expect(createPortalTheme('light').typography.fontFamily).toMatch(/system-ui/);
  });
});
