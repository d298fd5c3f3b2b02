import vi from './vi.json';
import { addFeatureStrings } from '../../../../lib/feature-strings.ts';

// The app page's Vietnamese strings load with its code (lib/feature-strings.ts); the entry keeps
// the new-version notice's.
addFeatureStrings(vi);
