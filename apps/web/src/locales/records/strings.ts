import vi from './vi.json';
import { addFeatureStrings } from '../../lib/feature-strings.ts';

// The records' Vietnamese strings load with the pages that show them (lib/feature-strings.ts):
// the deposit, withdrawal, transaction and game records and the record list they share.
addFeatureStrings(vi);
