import vi from './vi.json';
import { addFeatureStrings } from '../../../lib/feature-strings.ts';

// This feature's Vietnamese strings load with its code (lib/feature-strings.ts).
addFeatureStrings(vi);
