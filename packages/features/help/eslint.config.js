import config from '@agent-portal/eslint-config';

export default config;
