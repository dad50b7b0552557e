// The entry of /early.js (scripts/earlyScript.ts bundles it as a classic script): runs once, as soon as it arrives.
import { askOpeningAnswer } from './openingRequest';

askOpeningAnswer(document.currentScript);
