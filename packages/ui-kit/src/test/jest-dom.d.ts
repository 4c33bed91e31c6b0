// Types of the jest-dom matchers the shared vitest preset installs (toBeInTheDocument, …).
/// <reference types="@testing-library/jest-dom/vitest" />
