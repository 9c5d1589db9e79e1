// The icons of a development's card and its favourite button, drawn by lightIcon (web/components/light-icon.tsx)
// rather than by lucide-react's components: the lists draw them about 120 times a page.
import * as bath from 'lucide-react/icons/bath';
import * as bedDouble from 'lucide-react/icons/bed-double';
// building-2 is an alias module that re-exports only the component.
import * as building2 from 'lucide-react/icons/building-complex';
import * as heart from 'lucide-react/icons/heart';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as navigation from 'lucide-react/icons/navigation';
import * as ruler from 'lucide-react/icons/ruler';
import { lightIcon } from './light-icon.tsx';

export const Bath = lightIcon(bath);
export const BedDouble = lightIcon(bedDouble);
export const Building2 = lightIcon(building2);
export const Heart = lightIcon(heart);
export const MapPin = lightIcon(mapPin);
export const Navigation = lightIcon(navigation);
export const Ruler = lightIcon(ruler);
