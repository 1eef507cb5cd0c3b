// Stands in for preferred-pm 5 (see package.json): @strapi/utils imports its named export.
import preferredPM from 'preferred-pm-4';

export { preferredPM };
