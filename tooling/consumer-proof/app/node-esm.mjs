// Plain Node ESM, no bundler: the packages' dist must resolve on its own.
import assert from 'node:assert/strict';
import { configureGateway, getGatewayOptions } from '@agent-portal/api-client';
import { EmptyState, createPortalTheme } from '@agent-portal/ui-kit';
import { ThemeProvider } from '@mui/material/styles';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

configureGateway({ gatewayUrl: 'https://gateway.example.test/', getAccessToken: () => undefined });
assert.equal(getGatewayOptions()?.gatewayUrl, 'https://gateway.example.test');
const html = renderToString(createElement(ThemeProvider, { theme: createPortalTheme('light') }, createElement(EmptyState, { title: 'Nothing here', image: null })));
assert.match(html, /<h2[^>]*>Nothing here<\/h2>/);
console.log('node ESM: configureGateway and a server-rendered EmptyState');
