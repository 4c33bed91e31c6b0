export { profileFeature } from './feature.js';
