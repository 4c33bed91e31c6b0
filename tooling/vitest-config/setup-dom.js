import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* / waitFor wait up to 5 s (Testing Library's default is 1 s): on the loaded 2-core CI
// machine a lazily loaded part (the toaster, a route module) has taken over a second to show.
// A passing wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
