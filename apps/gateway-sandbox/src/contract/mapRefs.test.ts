import { describe, expect, it } from 'vitest';
import { mapRefs } from './wireSchemas.js';

describe('mapRefs (issue #31)', () => {
  const schema = {
    $id: 'Page',
    type: 'object',
    properties: {
      data: { type: 'array', items: { $ref: 'Client#' } },
      owner: { anyOf: [{ $ref: 'Agent#' }, { type: 'null' }] },
      $ref: { type: 'string', description: 'a property named $ref' },
    },
  };

  it('rewrites every $ref at any depth, keeps everything else, and leaves its input as it was', () => {
    const before = structuredClone(schema);
    const mapped = mapRefs(schema, (ref) => `#/components/schemas/${ref.slice(0, -1)}`);
    expect(mapped.properties.data.items).toEqual({ $ref: '#/components/schemas/Client' });
    expect(mapped.properties.owner.anyOf).toEqual([{ $ref: '#/components/schemas/Agent' }, { type: 'null' }]);
    expect(mapped.properties.$ref).toEqual(schema.properties.$ref);
    expect(Object.keys(mapped)).toEqual(['$id', 'type', 'properties']);
    expect(schema).toEqual(before);
    expect(mapped.properties.data).not.toBe(schema.properties.data);
  });

  it('calls the rewrite once per $ref, in key order, and returns non-objects as they are', () => {
    const seen: string[] = [];
    mapRefs(schema, (ref) => (seen.push(ref), ref));
    expect(seen).toEqual(['Client#', 'Agent#']);
    expect(mapRefs('text', () => 'x')).toBe('text');
    expect(mapRefs(null, () => 'x')).toBeNull();
  });
});
