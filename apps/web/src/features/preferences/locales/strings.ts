import vi from './vi.json';
import { addFeatureStrings } from '../../../lib/feature-strings.ts';

// The settings, more and terms pages' Vietnamese strings load with their code
// (lib/feature-strings.ts).
addFeatureStrings(vi);
