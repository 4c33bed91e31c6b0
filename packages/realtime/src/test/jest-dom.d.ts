// Types of the jest-dom matchers registered by the shared vitest preset's setup file.
import '@testing-library/jest-dom/vitest';
