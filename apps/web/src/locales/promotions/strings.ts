import vi from './vi.json';
import { addFeatureStrings } from '../../lib/feature-strings.ts';

// The promotions' Vietnamese strings load with the pages that show them (lib/feature-strings.ts):
// the promotion pages, and the VIP club, point mall, reward centre, sign-in and invite pages that
// reuse them.
addFeatureStrings(vi);
