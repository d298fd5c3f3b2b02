import vi from './vi.json';
import { addFeatureStrings } from '../../lib/feature-strings.ts';

// The strings of the frame's parts that load after the first screen (the side menu, the footer,
// the wagering notice): their Vietnamese strings come with their code (lib/feature-strings.ts).
addFeatureStrings(vi);
