import vi from './vi.json';
import { addFeatureStrings } from '../../../../lib/feature-strings.ts';

// The sign-in, registration, recovery and terms pages' Vietnamese strings load with their code
// (lib/feature-strings.ts); the entry keeps the few of this feature's strings shared screens use.
addFeatureStrings(vi);
