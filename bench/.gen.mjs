import { generateSite, writeSite } from './scale-site.mjs';
writeSite(generateSite(+process.argv[2], 42), process.argv[3]);
