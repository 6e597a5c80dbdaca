#!/usr/bin/env node
// Builds examples/data/shop-records.json: the catalogue of "Fjellspor", a made-up outdoor shop, for the
// search demos (examples/search.html, cms.html). Deterministic: the same file on every run. Each record:
// objectID, title (unique), url, content (plain text, no Markdown), category, brand, price.
// `node examples/data/build-shop-records.mjs`. (search-records.json, the package-README dataset, stays
// the larger test and benchmark corpus.)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
let seed = 20261126;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const slug = (s) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BRANDS = ['Fjellspor', 'Nordkapp', 'Alpenglow', 'Tinde', 'Kestrel'];
// category: [models, variants, what it is, features, uses]
const CATALOGUE = {
  Tents: [
    ['Lofoten', 'Sarek', 'Storm Ridge', 'Dovre', 'Glacier Bay'],
    ['1-person ultralight tent', '2-person ultralight tent', '3-person family tent', '4-season mountain tent'],
    [
      'a double-wall tent that pitches outer-first, so the inner stays dry in the rain',
      'a freestanding dome with two doors and two porches',
      'a tunnel tent that stands firm in crosswind when pitched tail to the wind',
    ],
    ['colour-coded poles', 'a 3,000 mm hydrostatic-head flysheet', 'mesh panels against condensation', 'a matching footprint', 'reflective guy lines'],
    ['fjord kayaking trips', 'hut-to-hut treks', 'festival weekends', 'winter camps above the tree line'],
  ],
  'Sleeping bags': [
    ['Polar Night', 'Midsummer', 'Aurora', 'Reindeer'],
    ['down sleeping bag −5 °C', 'down sleeping bag −15 °C', 'synthetic sleeping bag +5 °C'],
    ['a mummy-shaped bag with a draught collar and a shaped hood', 'a roomy rectangular bag that opens into a quilt'],
    ['responsibly sourced 700-fill down', 'a two-way zip', 'a stuff sack and a storage sack', 'water-repellent shell fabric'],
    ['shoulder-season nights', 'alpine bivouacs', 'car camping', 'cold hut floors'],
  ],
  Backpacks: [
    ['Ridgeline', 'Trollstigen', 'Kvitfjell', 'Daytripper'],
    ['22 L daypack', '38 L hiking pack', '55 L trekking pack', '70 L expedition pack'],
    ['a pack with an adjustable back length and a ventilated mesh back panel', 'a top-loader with a front zip to reach the bottom of the pack'],
    ['a rain cover in the lid', 'hip-belt pockets', 'a hydration sleeve', 'ice-axe loops', 'side compression straps'],
    ['day hikes', 'multi-day treks', 'ski touring', 'city-to-trail commuting'],
  ],
  Jackets: [
    ['Vindhard', 'Stormkast', 'Fjellbris', 'Nordlys'],
    ['rain jacket', 'insulated jacket', 'softshell jacket', 'windproof smock'],
    ['a jacket cut long at the back, with a helmet-compatible hood', 'a light layer that packs into its own chest pocket'],
    ['fully taped seams', 'pit zips', 'a PFC-free water-repellent finish', 'recycled nylon', 'two-way front zip'],
    ['wet coastal hikes', 'cold, dry summit days', 'cycling to work', 'layering under a shell'],
  ],
  Footwear: [
    ['Scree', 'Moorland', 'Granite', 'Trailrunner'],
    ['hiking boot', 'approach shoe', 'trail running shoe', 'winter boot'],
    ['a shoe with a grippy rubber outsole and a rock plate under the forefoot', 'a waterproof boot with a padded collar and a stiff heel counter'],
    ['a waterproof, breathable membrane', 'a resoleable Vibram sole', 'lace hooks for a tight fit', 'a wide toe box'],
    ['muddy forest paths', 'scrambles on granite', 'long days on gravel', 'snowy approach walks'],
  ],
  Cookware: [
    ['Bålkaffe', 'Primus-style', 'Trangia-style', 'Campfire'],
    ['gas stove', 'titanium pot set', 'spirit burner kit', 'insulated mug'],
    ['a compact kit that nests inside its own pot', 'a stove with a wind shield and a piezo igniter'],
    ['a folding handle', 'a strainer lid', 'a boil time of about three minutes per litre', 'a stuff sack that doubles as a wash bag'],
    ['morning coffee at camp', 'meals for two on a trek', 'melting snow in winter', 'lunch breaks on the trail'],
  ],
  Lighting: [
    ['Midnattsol', 'Lykt', 'Beacon'],
    ['head torch 400 lm', 'head torch 900 lm', 'camp lantern', 'USB-C rechargeable torch'],
    ['a light with a red-light mode that keeps your night vision', 'a lantern that also charges a phone'],
    ['an IPX7 waterproof rating', 'a lock-out mode for the pack', 'a battery indicator', 'a tilting beam'],
    ['early starts in the dark', 'reading in the tent', 'night runs', 'power cuts at the cabin'],
  ],
  Navigation: [
    ['Kompass', 'Varde', 'Meridian'],
    ['baseplate compass', 'mirror compass', 'GPS watch', 'map case'],
    ['a tool that works without batteries or signal', 'a watch that shows your track back to the trailhead'],
    ['a declination adjustment', 'luminous markings', 'a clinometer for slope angles', 'a map-scale ruler'],
    ['orienteering courses', 'whiteout days in the mountains', 'learning to read a map', 'long ridge walks'],
  ],
};

const records = [];
for (const [category, [models, variants, what, features, uses]] of Object.entries(CATALOGUE)) {
  for (const model of models) {
    for (const variant of variants) {
      if (rnd() < 0.3) continue; // not every model comes in every variant
      const title = `${model} ${variant}`;
      const brand = pick(BRANDS);
      const f = [...features].sort(() => rnd() - 0.5).slice(0, 2);
      const price = Math.round((20 + rnd() * 480) / 5) * 5 - 0.05;
      const w = pick(what);
      const content = `${w[0].toUpperCase()}${w.slice(1)}. It comes with ${f[0]} and ${f[1]}. Made for ${pick(uses)} and ${pick(uses)}.`.replace(
        / and (\w[^.]*)\. Made for (.+) and \2\./,
        ' and $1. Made for $2.',
      );
      records.push({ objectID: String(records.length + 1), title, url: `#${slug(title)}`, content, category, brand, price: Number(price.toFixed(2)) });
    }
  }
}
const titles = new Set(records.map((r) => r.title));
if (titles.size !== records.length) throw new Error('duplicate titles');
writeFileSync(join(here, 'shop-records.json'), JSON.stringify(records, null, 0) + '\n');
console.log(`examples/data/shop-records.json: ${records.length} products in ${Object.keys(CATALOGUE).length} categories`);
