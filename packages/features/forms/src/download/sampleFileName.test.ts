import { describe, expect, it } from 'vitest';
import { SAMPLE_FILE_PREFIX, sampleFileName } from './sampleFileName.js';

describe('sampleFileName (spec §5 sample download, §9)', () => {
  it('prefixes SAMPLE- and replaces every space with a hyphen', () => {
    expect(sampleFileName('W-9 Request for Taxpayer Identification sample.pdf')).toBe('SAMPLE-W-9-Request-for-Taxpayer-Identification-sample.pdf');
    expect(SAMPLE_FILE_PREFIX).toBe('SAMPLE-');
  });

  it('replaces each whitespace character, keeps everything else as it is', () => {
    expect(sampleFileName('Agent  Contracting\tPacket (2026).pdf')).toBe('SAMPLE-Agent--Contracting-Packet-(2026).pdf');
    expect(sampleFileName('plain.pdf')).toBe('SAMPLE-plain.pdf');
  });
});
