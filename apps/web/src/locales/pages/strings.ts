import vi from './vi.json';
import { addFeatureStrings } from '../../lib/feature-strings.ts';

// The texts of the pages' empty and placeholder states (`pages.<id>`), shared by lazily
// loaded pages only: their Vietnamese strings load with the first of them (lib/feature-strings.ts).
addFeatureStrings(vi);
