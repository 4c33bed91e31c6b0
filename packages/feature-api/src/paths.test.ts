import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePaths } from './paths.js';

describe('paths (spec §2 routes)', () => {
  it('builds the parameter routes so that their pattern matches them', () => {
    expect(paths.clientDetail(42)).toBe('/my-clients/42');
    expect(paths.ticket('7')).toBe('/help/generate-ticket/7');
    expect(matchPath(routePaths.clientDetail, paths.clientDetail(42))?.params.id).toBe('42');
    expect(matchPath(routePaths.ticket, paths.ticket(7))?.params.id).toBe('7');
  });

  it('encodes an id into one segment', () => {
    expect(paths.clientDetail('a/b?c')).toBe('/my-clients/a%2Fb%3Fc');
  });

  it('gives every static route its pattern, and the blocked redirect of §4', () => {
    expect(paths.myProfile).toBe('/my-profile');
    expect(paths.businessOverview).toBe('/business-overview');
    expect(paths.recurringTransactions).toBe('/my-profile#recurring-transactions');
    for (const [name, pattern] of Object.entries(routePaths)) {
      expect(pattern.startsWith('/'), name).toBe(true);
      if (!pattern.includes(':')) expect((paths as Record<string, unknown>)[name], name).toBe(pattern);
    }
  });

  it('derives every link from routePaths: one per route, nothing else but the §4 redirect', () => {
    expect(Object.keys(paths).sort()).toEqual([...Object.keys(routePaths), 'recurringTransactions'].sort());
    for (const name of ['clientDetail', 'ticket'] as const) {
      expect(typeof paths[name], name).toBe('function');
      expect(matchPath(routePaths[name], paths[name]('x'))?.params.id, name).toBe('x');
    }
  });
});
