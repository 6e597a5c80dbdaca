// A WordPress-like site as a visitor's mirror (wget --mirror --adjust-extension) would save it: posts under
// /YYYY/MM/DD/slug/, the home page and its /page/N/ pagination, category, tag, author and monthly archives
// repeating post excerpts, the RSS feeds and the REST API saved as .html, `index.html?p=N.html` duplicates
// of every post (rel=canonical pointing at the pretty URL), posts with comments and the "Leave a Reply"
// form, post meta ("Published … By admin … Tagged …"), sidebar widgets on every page. Headings are the
// block editor's: most have no id (the Heading block adds one only when the author types an anchor).
// Deterministic: the same files every run, so the judged queries in wp.queries.json stay valid.
//   node bench/relevance/wp-site.mjs <out-dir>
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SITE = 'https://hearth.example';
const NAME = 'Hearth &amp; Garden';

// [slug, title, yyyy-mm-dd, category, tags, sections: [heading, anchor|null, text][], comments]
export const POSTS = [
  [
    'sourdough-starter-from-scratch',
    'Sourdough starter from scratch',
    '2025-01-06',
    'Baking',
    ['sourdough', 'bread', 'fermentation'],
    [
      [
        null,
        null,
        'A sourdough starter is only flour, water and time. Wild yeast and lactic acid bacteria living on the grain do all the work, and after a week of daily feeding the jar doubles within six hours of a feed.',
      ],
      [
        'Day one: flour and water',
        'day-one',
        'Mix 50 grams of wholemeal rye flour with 50 grams of lukewarm water in a clean jar. Rye ferments faster than white flour because it carries more wild yeast. Cover loosely and leave it somewhere around 24 degrees.',
      ],
      [
        'Feeding schedule',
        'feeding-schedule',
        'From day two discard all but 50 grams and feed it 50 grams of flour and 50 grams of water every 24 hours. Hooch, the grey liquid on top, means the starter is hungry: stir it back in and feed sooner.',
      ],
      [
        'Is it ready?',
        null,
        'The float test is unreliable. A ready starter doubles in four to eight hours, smells pleasantly sour like yoghurt and has an open, bubbly structure when you tilt the jar.',
      ],
    ],
    3,
  ],
  [
    'no-knead-bread',
    'No-knead bread in a Dutch oven',
    '2025-01-20',
    'Baking',
    ['bread', 'dutch oven'],
    [
      [null, null, 'The no-knead method trades kneading for a long, slow rise: eighteen hours on the counter build gluten on their own.'],
      [
        'The dough',
        null,
        'Stir 400 grams of bread flour, 8 grams of salt, a quarter teaspoon of instant yeast and 300 grams of water into a shaggy dough. Cover and leave overnight.',
      ],
      [
        'Baking in a Dutch oven',
        'baking-in-a-dutch-oven',
        'Preheat the cast iron pot at 250 degrees for half an hour. The lid traps steam, which keeps the crust soft long enough for oven spring, then comes off for the last fifteen minutes to brown.',
      ],
    ],
    5,
  ],
  [
    'laminated-croissants',
    'Croissants at home: lamination without tears',
    '2025-02-03',
    'Baking',
    ['pastry', 'butter'],
    [
      [null, null, 'Croissant dough is a yeasted dough folded around a slab of cold butter so that baking separates it into dozens of layers.'],
      [
        'Butter block',
        'butter-block',
        'Pound 250 grams of cold butter between baking paper into a 15 centimetre square. The butter must bend without cracking: plasticity matters more than temperature.',
      ],
      [
        'Three letter folds',
        'letter-folds',
        'Roll the dough to three times its width and fold it like a letter. Chill for thirty minutes between each of the three turns so the butter never melts into the dough.',
      ],
      [
        'Proofing and egg wash',
        null,
        'Proof the shaped croissants at 26 degrees until they wobble, then brush with egg wash. Above 28 degrees the butter leaks out and the layers fuse.',
      ],
    ],
    2,
  ],
  [
    'pie-crust-that-does-not-shrink',
    'A pie crust that does not shrink',
    '2025-02-17',
    'Baking',
    ['pastry', 'pie'],
    [
      [null, null, 'Shrinking pie crust comes from stretched gluten snapping back in the oven. Rest the dough and never pull it into the tin.'],
      [
        'Blind baking',
        'blind-baking',
        'Line the chilled shell with baking paper, fill it with ceramic beads or dried beans and bake at 200 degrees for twenty minutes before adding a wet filling.',
      ],
    ],
    0,
  ],
  [
    'tomato-seedlings-indoors',
    'Starting tomato seedlings indoors',
    '2025-03-03',
    'Garden',
    ['tomatoes', 'seeds', 'seedlings'],
    [
      [
        null,
        null,
        'Tomatoes need eight weeks indoors before the last frost. Sow two seeds per cell in seed compost and keep them at 22 degrees until they germinate.',
      ],
      [
        'Light and legginess',
        'light',
        'Leggy seedlings stretch toward weak light. Put them under an LED grow light ten centimetres above the leaves for sixteen hours a day.',
      ],
      [
        'Hardening off',
        'hardening-off',
        'A week before planting out, carry the seedlings outside for an hour, then a little longer each day, so wind and sun toughen the stems gradually.',
      ],
    ],
    4,
  ],
  [
    'companion-planting-guide',
    'Companion planting: what grows well together',
    '2025-03-17',
    'Garden',
    ['companion planting', 'vegetables', 'pests'],
    [
      [null, null, 'Companion planting pairs crops that help each other: by shading, by attracting pollinators, or by confusing pests that hunt by smell.'],
      [
        'The three sisters',
        'three-sisters',
        'Corn gives beans a pole to climb, beans fix nitrogen for the corn, and squash leaves shade the soil so it keeps moisture and suppresses weeds.',
      ],
      ['Marigolds and nematodes', null, 'French marigolds release compounds from their roots that deter root-knot nematodes; plant them along tomato rows.'],
      [
        'Pairs to avoid',
        'pairs-to-avoid',
        'Fennel inhibits almost everything around it, and onions stunt beans and peas. Keep brassicas away from strawberries.',
      ],
    ],
    1,
  ],
  [
    'composting-for-beginners',
    'Composting for beginners',
    '2025-04-07',
    'Garden',
    ['compost', 'soil'],
    [
      [null, null, 'Compost is decomposed organic matter. A good heap balances green material, rich in nitrogen, with brown material, rich in carbon.'],
      [
        'Greens and browns',
        'greens-and-browns',
        'Kitchen scraps, grass clippings and coffee grounds are greens; dry leaves, cardboard and straw are browns. Aim for roughly three parts brown to one part green by volume.',
      ],
      [
        'Turning the heap',
        null,
        'Turn the pile every two weeks with a fork to add oxygen. A heap that smells of ammonia has too many greens; one that stays cold is too dry or too brown.',
      ],
      ['Hot composting', 'hot-composting', 'A heap of at least one cubic metre can reach 60 degrees in its core, which kills weed seeds in about three weeks.'],
    ],
    6,
  ],
  [
    'raised-beds-build',
    'Building raised beds from untreated timber',
    '2025-04-21',
    'Garden',
    ['raised beds', 'diy'],
    [
      [null, null, 'Raised beds warm up earlier in spring, drain well and save your back. Untreated larch or douglas fir lasts about ten years.'],
      [
        'Filling a raised bed',
        'filling',
        'Layer branches and twigs at the bottom, then half-rotted leaves, and finish with 20 centimetres of topsoil mixed with compost. The lower layers slowly sink as they decompose.',
      ],
    ],
    2,
  ],
  [
    'slugs-without-pellets',
    'Dealing with slugs without pellets',
    '2025-05-05',
    'Garden',
    ['pests', 'slugs', 'organic'],
    [
      [null, null, 'Slug pellets kill the hedgehogs and thrushes that eat slugs. Organic control works if you combine several methods.'],
      [
        'Beer traps',
        'beer-traps',
        'Sink a jar into the soil with its rim two centimetres above ground and half fill it with cheap beer. Empty the traps every morning.',
      ],
      ['Copper tape and barriers', null, 'Copper tape around pots gives slugs a small electric shock. Sharp grit and wool pellets work less well after rain.'],
      [
        'Nematodes',
        'nematodes',
        'Watering in Phasmarhabditis nematodes in spring, when the soil is above five degrees, protects seedlings for about six weeks.',
      ],
    ],
    3,
  ],
  [
    'pruning-apple-trees',
    'Winter pruning for apple trees',
    '2025-01-13',
    'Garden',
    ['fruit trees', 'pruning', 'apples'],
    [
      [null, null, 'Prune apple and pear trees in winter while they are dormant, between leaf fall and bud burst.'],
      ['The three Ds', 'three-ds', 'First remove dead, diseased and damaged wood. Then cut out crossing branches that rub against each other.'],
      [
        'Opening the centre',
        null,
        'Aim for a goblet shape with an open centre so air and light reach the fruit. Never remove more than a quarter of the canopy in one winter.',
      ],
    ],
    1,
  ],
  [
    'fermented-hot-sauce',
    'Fermented hot sauce',
    '2025-05-19',
    'Preserving',
    ['fermentation', 'chillies', 'hot sauce'],
    [
      [null, null, 'Lacto-fermentation gives chilli sauce depth that vinegar alone cannot. All it takes is chillies, garlic and a two percent brine.'],
      [
        'Making the brine',
        'brine',
        'Dissolve 20 grams of non-iodised salt in a litre of water. Weigh down the chillies so they stay under the brine and never touch air.',
      ],
      [
        'Kahm yeast or mould?',
        'kahm-yeast',
        'A flat white film on the surface is harmless kahm yeast; skim it off. Fuzzy blue or black spots are mould and mean the batch goes on the compost.',
      ],
    ],
    4,
  ],
  [
    'water-bath-canning',
    'Water bath canning, safely',
    '2025-06-02',
    'Preserving',
    ['canning', 'jam', 'food safety'],
    [
      [
        null,
        null,
        'Water bath canning is for high-acid foods: jams, pickles and tomatoes with added lemon juice. Low-acid food such as beans needs a pressure canner.',
      ],
      [
        'Headspace',
        'headspace',
        'Leave six millimetres of headspace for jam and twelve for pickles. Too little and the contents boil out; too much and the lid may not seal.',
      ],
      [
        'Processing times and altitude',
        null,
        'Add five minutes to the processing time for every 300 metres of altitude above sea level, because water boils at a lower temperature.',
      ],
    ],
    2,
  ],
  [
    'strawberry-jam-low-sugar',
    'Low-sugar strawberry jam',
    '2025-06-16',
    'Preserving',
    ['jam', 'strawberries', 'pectin'],
    [
      [null, null, 'Classic jam is half sugar. With low-methoxyl pectin and calcium water you can go down to a quarter without losing the set.'],
      [
        'Testing the set',
        'wrinkle-test',
        'Put a saucer in the freezer. Drop a spoonful of jam on it, wait a minute, and push it with a finger: if the surface wrinkles, the jam has set.',
      ],
    ],
    1,
  ],
  [
    'pickled-red-onions',
    'Quick pickled red onions',
    '2025-07-07',
    'Preserving',
    ['pickles', 'onions'],
    [
      [null, null, 'Quick pickles are refrigerator pickles: no canning, ready in an hour, good for three weeks.'],
      [
        'The pickling liquid',
        null,
        'Heat equal parts cider vinegar and water with a tablespoon of sugar and a teaspoon of salt, pour it over thinly sliced onions and let them turn pink.',
      ],
    ],
    7,
  ],
  [
    'cast-iron-seasoning',
    'How to season a cast iron skillet',
    '2025-07-21',
    'Kitchen',
    ['cast iron', 'cookware'],
    [
      [null, null, 'Seasoning is polymerised oil baked onto the iron. It makes the pan non-stick and protects it from rust.'],
      [
        'Which oil?',
        'which-oil',
        'Use a thin layer of a neutral oil with a high smoke point, such as sunflower or rapeseed. Flaxseed oil flakes off after a few uses.',
      ],
      [
        'Oven method',
        'oven-method',
        'Wipe the oil on, then wipe it off as if you had made a mistake. Bake the skillet upside down at 230 degrees for an hour and let it cool in the oven. Repeat three to five times.',
      ],
      ['Rust rescue', null, 'Scrub rust away with steel wool and a little water, dry the pan on the hob and season it again from the start.'],
    ],
    9,
  ],
  [
    'knife-sharpening-whetstone',
    'Sharpening kitchen knives on a whetstone',
    '2025-08-04',
    'Kitchen',
    ['knives', 'whetstone'],
    [
      [null, null, 'A whetstone gives a sharper, longer-lasting edge than a pull-through sharpener, and it is easier than it looks.'],
      [
        'Finding the angle',
        'angle',
        'Hold the blade at about 15 degrees for Japanese knives and 20 degrees for German ones. Two stacked coins under the spine give a rough guide.',
      ],
      [
        'Raising a burr',
        null,
        'Sharpen one side on the 1000 grit stone until you feel a burr along the whole edge on the other side, then switch sides and refine on the 6000 grit stone.',
      ],
    ],
    3,
  ],
  [
    'stock-from-scraps',
    'Vegetable stock from kitchen scraps',
    '2025-08-18',
    'Kitchen',
    ['zero waste', 'stock', 'soup'],
    [
      [null, null, 'Keep a bag in the freezer for onion skins, carrot peel, celery ends, leek tops and mushroom stalks. When it is full, make stock.'],
      ['What to leave out', 'leave-out', 'Brassica scraps such as cabbage and broccoli make stock bitter and sulphurous. Beetroot turns everything pink.'],
    ],
    0,
  ],
  [
    'risotto-technique',
    'Risotto technique: the stirring myth',
    '2025-09-01',
    'Recipes',
    ['rice', 'italian'],
    [
      [null, null, 'Risotto needs a short-grain rice such as arborio or carnaroli, hot stock, and less stirring than you have been told.'],
      ['Tostatura', 'tostatura', 'Toast the dry rice in butter and onion until the grains turn translucent at the edges, then deglaze with white wine.'],
      [
        'Mantecatura',
        'mantecatura',
        "Off the heat, beat in cold butter and grated parmesan and let the risotto rest for two minutes. The result should flow like a wave, all'onda.",
      ],
    ],
    2,
  ],
  [
    'weeknight-dal',
    'Weeknight red lentil dal',
    '2025-09-15',
    'Recipes',
    ['lentils', 'indian', 'vegetarian'],
    [
      [null, null, 'Red lentils cook in twenty minutes without soaking, which makes dal the fastest comfort food we know.'],
      [
        'Tempering (tadka)',
        'tadka',
        'Fry cumin seeds, mustard seeds and sliced garlic in ghee until they pop, add a pinch of asafoetida and pour the sizzling tadka over the cooked lentils.',
      ],
    ],
    5,
  ],
  [
    'homemade-pasta-dough',
    'Fresh pasta dough by hand',
    '2025-09-29',
    'Recipes',
    ['pasta', 'italian', 'eggs'],
    [
      [null, null, 'One egg per 100 grams of tipo 00 flour is all fresh pasta needs. A pinch of semolina helps the dough hold its shape.'],
      [
        'Kneading and resting',
        'kneading',
        'Knead for ten minutes until smooth and elastic, then wrap the dough and rest it for half an hour so the gluten relaxes and it rolls out without shrinking.',
      ],
      [
        'Rolling without a machine',
        null,
        'Roll from the centre outwards, turning the sheet a quarter turn after every pass, until you can see the grain of the board through it.',
      ],
    ],
    3,
  ],
  [
    'overnight-oats',
    'Overnight oats, five ways',
    '2025-10-13',
    'Recipes',
    ['breakfast', 'oats'],
    [
      [null, null, 'Mix equal volumes of rolled oats and milk or yoghurt, add chia seeds, and leave the jar in the fridge overnight.'],
      [
        'Five combinations',
        null,
        'Apple and cinnamon; peanut butter and banana; mango and coconut; cocoa and cherry; grated carrot, walnut and raisin for carrot cake oats.',
      ],
    ],
    1,
  ],
  [
    'herb-spiral-garden',
    'A herb spiral for a small garden',
    '2025-05-26',
    'Garden',
    ['herbs', 'diy', 'permaculture'],
    [
      [null, null, 'A herb spiral stacks dry, sunny conditions at the top and damp shade at the bottom in one square metre.'],
      [
        'Planting the spiral',
        'planting',
        'Rosemary, thyme and sage go at the sunny top, parsley and chives in the middle, and mint at the damp foot where its runners cannot escape.',
      ],
    ],
    2,
  ],
  [
    'rainwater-harvesting',
    'Rainwater harvesting with a water butt',
    '2025-06-09',
    'Garden',
    ['water', 'sustainability'],
    [
      [null, null, 'A 200 litre water butt connected to a downpipe fills in a single summer storm from an average roof.'],
      [
        'Fitting a diverter',
        'diverter',
        'Cut the downpipe at the height of the butt and fit a rain diverter kit. When the butt is full, the water flows back into the drain instead of overflowing.',
      ],
    ],
    0,
  ],
  [
    'growing-garlic',
    'Growing garlic: plant in autumn',
    '2025-10-20',
    'Garden',
    ['garlic', 'alliums'],
    [
      [null, null, 'Garlic needs a cold spell to split into cloves, so plant it in October or November for a harvest next July.'],
      [
        'Hardneck or softneck',
        'hardneck-softneck',
        'Hardneck garlic sends up a flower stalk, the scape, and copes with hard winters; softneck stores longer and is the one you braid.',
      ],
    ],
    2,
  ],
  [
    'chicken-coop-basics',
    'Keeping backyard chickens: coop basics',
    '2025-11-03',
    'Garden',
    ['chickens', 'poultry'],
    [
      [null, null, 'Three hens need a coop of about one square metre plus a run of at least six square metres.'],
      [
        'Predator proofing',
        'predators',
        'Foxes dig. Bury the wire mesh of the run 30 centimetres deep or lay an apron of mesh flat around the base. Close the pop hole at dusk.',
      ],
      [
        'Red mite',
        null,
        'Red mites hide in the perches by day and feed on the hens at night. Check the ends of the perches with a white tissue and dust with diatomaceous earth.',
      ],
    ],
    4,
  ],
  [
    'christmas-stollen',
    'Christmas stollen',
    '2025-12-01',
    'Baking',
    ['christmas', 'bread', 'marzipan'],
    [
      [
        null,
        null,
        'Stollen is a rich yeasted fruit bread from Dresden with a rope of marzipan in the middle, buttered and dusted with icing sugar while still warm.',
      ],
      ['Soaking the fruit', 'soaking', 'Soak raisins, candied peel and currants in rum overnight so they do not draw moisture from the dough.'],
    ],
    6,
  ],
  [
    'gingerbread-house',
    'Gingerbread house templates',
    '2025-12-08',
    'Baking',
    ['christmas', 'biscuits'],
    [
      [null, null, 'Construction gingerbread is harder than the eating kind: less raising agent and more flour so the walls stay straight.'],
      [
        'Royal icing glue',
        'royal-icing',
        'Beat one egg white with 250 grams of icing sugar until stiff peaks form. Pipe it along the edges and hold the walls for a minute while it grabs.',
      ],
    ],
    2,
  ],
  [
    'seed-saving',
    'Saving your own seeds',
    '2025-10-06',
    'Garden',
    ['seeds', 'heirloom'],
    [
      [null, null, 'Save seed only from open-pollinated or heirloom varieties: F1 hybrids do not come true.'],
      [
        'Tomato seeds: fermenting',
        'tomato-seeds',
        'Scoop the seeds and jelly into a jar with a little water and leave it for three days. The fermentation removes the germination-inhibiting gel; rinse and dry the seeds on a plate.',
      ],
    ],
    1,
  ],
  [
    'kombucha-second-fermentation',
    'Kombucha: second fermentation for fizz',
    '2025-07-14',
    'Preserving',
    ['fermentation', 'kombucha', 'drinks'],
    [
      [null, null, 'A SCOBY turns sweet tea into kombucha in about ten days. The fizz comes in the second fermentation, in sealed bottles.'],
      [
        'Bottling with fruit',
        'bottling',
        'Add a tablespoon of fruit puree or ginger juice to each swing-top bottle, fill with kombucha, close and leave at room temperature for two to four days. Burp the bottles daily.',
      ],
    ],
    3,
  ],
  [
    'sharpening-garden-tools',
    'Cleaning and sharpening garden tools',
    '2025-11-17',
    'Garden',
    ['tools', 'maintenance'],
    [
      [null, null, 'Secateurs crush stems when they are blunt, and crushed stems let disease in.'],
      [
        'Sharpening secateurs',
        'secateurs',
        'Take the secateurs apart, sharpen only the bevelled side of the blade with a diamond file, and oil the spring and pivot before reassembling.',
      ],
    ],
    0,
  ],
  [
    'about-this-blog',
    'About this blog',
    '2025-01-01',
    'Uncategorized',
    ['meta'],
    [[null, null, 'We are two home cooks with an allotment, writing down what worked and what did not. Recipes are tested at least three times.']],
    0,
  ],
];

const FILLER = [
  'Write down what you changed each time so you can compare the results next season.',
  'Every kitchen and every garden is a little different, so treat the numbers here as a starting point.',
  'If you try this, tell us how it went in the comments below.',
  'We tested this over three weekends and the photos above are from the second attempt.',
  'Do not worry if the first attempt is not perfect; the second one almost always is better.',
  'Most of the equipment can be found second hand, and none of it needs to be expensive.',
];
const AUTHORS = ['Maggie', 'Tom', 'Priya', 'Jonas', 'Ellen', 'Marco', 'Ruth', 'Sam', 'Ana'];
const COMMENTS = [
  'Thank you, this worked perfectly the first time!',
  'Could I use a different flour? I only have spelt at home.',
  'Great post. We did the same last year and it was a success.',
  'How long does it keep in the fridge?',
  'Tried it this weekend, my kids loved it.',
  'Lovely photos. Pinning this for later.',
];

const esc = (s) =>
  s
    .replace(/&(?!amp;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const slugTag = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const postPath = (p) => `/${p[2].slice(0, 4)}/${p[2].slice(5, 7)}/${p[2].slice(8, 10)}/${p[0]}/`;
const ids = new Map(POSTS.map((p, i) => [p[0], 12 + i * 7]));
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const human = (d) => `${months[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const sorted = [...POSTS].sort((a, b) => (a[2] < b[2] ? 1 : -1));

function sidebar() {
  const recent = sorted
    .slice(0, 5)
    .map((p) => `<li><a href="${postPath(p)}">${esc(p[1])}</a></li>`)
    .join('');
  const cats = [...new Set(POSTS.map((p) => p[3]))]
    .sort()
    .map((c) => `<li class="cat-item"><a href="/category/${slugTag(c)}/">${c}</a></li>`)
    .join('');
  const arch = [...new Set(sorted.map((p) => p[2].slice(0, 7)))]
    .map((m) => `<li><a href="/${m.replace('-', '/')}/">${months[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}</a></li>`)
    .join('');
  return `<aside class="widget-area"><section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="${SITE}/"><label for="s">Search…</label><input type="search" id="s" name="s"><input type="submit" class="search-submit" value="Search"></form></section>
<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><nav aria-label="Recent Posts"><ul>${recent}</ul></nav></section>
<section id="recent-comments-2" class="widget widget_recent_comments"><h2 class="widget-title">Recent Comments</h2><ul id="recentcomments"><li class="recentcomments"><span class="comment-author-link">Priya</span> on <a href="${postPath(sorted[0])}#comment-91">${esc(sorted[0][1])}</a></li></ul></section>
<section id="archives-2" class="widget widget_archive"><h2 class="widget-title">Archives</h2><nav aria-label="Archives"><ul>${arch}</ul></nav></section>
<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">Categories</h2><nav aria-label="Categories"><ul>${cats}</ul></nav></section></aside>`;
}
const SIDEBAR = sidebar();

function page({ title, canonical, bodyClass, main, robots }) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} &#8211; ${NAME}</title>
${robots ? `<meta name='robots' content='${robots}'>\n` : ''}<link rel="alternate" type="application/rss+xml" title="${NAME} &raquo; Feed" href="${SITE}/feed/">
<link rel="alternate" type="application/rss+xml" title="${NAME} &raquo; Comments Feed" href="${SITE}/comments/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='${SITE}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all'>
<link rel='stylesheet' id='twenty-twenty-one-style-css' href='${SITE}/wp-content/themes/twentytwentyone/style.css?ver=2.0' media='all'>
<link rel="https://api.w.org/" href="${SITE}/wp-json/">
<meta name="generator" content="WordPress 6.4.2">
${canonical ? `<link rel="canonical" href="${SITE}${canonical}">\n` : ''}</head>
<body class="${bodyClass} wp-embed-responsive is-light-theme has-main-navigation">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header has-title-and-tagline has-menu" role="banner">
<div class="site-branding"><p class="site-title"><a href="${SITE}/">${NAME}</a></p><p class="site-description">Cooking, baking and growing it ourselves</p></div>
<nav id="site-navigation" class="primary-navigation" aria-label="Primary menu"><div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper"><li class="menu-item"><a href="${SITE}/">Home</a></li><li class="menu-item"><a href="${SITE}/category/baking/">Baking</a></li><li class="menu-item"><a href="${SITE}/category/garden/">Garden</a></li><li class="menu-item"><a href="${SITE}/category/preserving/">Preserving</a></li><li class="menu-item"><a href="${SITE}/contact/">Contact</a></li></ul></div></nav>
</header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
${main}
</main></div></div>
${SIDEBAR}
<footer id="colophon" class="site-footer"><div class="site-info"><div class="site-name"><a href="${SITE}/">${NAME}</a></div><div class="privacy-policy"><a class="privacy-policy-link" href="${SITE}/privacy-policy/">Privacy Policy</a></div><div class="powered-by">Proudly powered by <a href="https://wordpress.org/">WordPress</a>.</div></div></footer>
</div>
<script src='${SITE}/wp-includes/js/comment-reply.min.js?ver=6.4.2' id='comment-reply-js' async data-wp-strategy='async'></script>
</body>
</html>
`;
}

function meta(p) {
  const tags = p[4].map((t) => `<a href="${SITE}/tag/${slugTag(t)}/" rel="tag">${esc(t)}</a>`).join(', ');
  return `<footer class="entry-footer default-max-width"><div class="posted-by"><span class="posted-on">Published <time class="entry-date published updated" datetime="${p[2]}T08:00:00+00:00">${human(p[2])}</time></span><span class="byline">By <a href="${SITE}/author/admin/" rel="author">admin</a></span></div><div class="post-taxonomies"><span class="cat-links">Categorized as <a href="${SITE}/category/${slugTag(p[3])}/" rel="category tag">${p[3]}</a> </span><span class="tags-links">Tagged ${tags}</span></div></footer>`;
}

function content(p, i) {
  return p[5]
    .map(([h, anchor, text], j) => {
      const para = `<p>${esc(text)} ${FILLER[(i + j) % FILLER.length]}</p>`;
      if (!h) return para;
      return `<h2 class="wp-block-heading"${anchor ? ` id="${anchor}"` : ''}>${esc(h)}</h2>\n${para}`;
    })
    .join('\n');
}

function comments(p, i) {
  const n = p[6];
  const list = Array.from(
    { length: n },
    (_, k) =>
      `<li id="comment-${ids.get(p[0]) * 10 + k}" class="comment even thread-even depth-1"><article id="div-comment-${ids.get(p[0]) * 10 + k}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${AUTHORS[(i + k) % AUTHORS.length]}</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="${SITE}${postPath(p)}#comment-${ids.get(p[0]) * 10 + k}"><time datetime="${p[2]}T19:0${k % 10}:00+00:00">${human(p[2])} at 7:0${k % 10} pm</time></a></div></footer><div class="comment-content"><p>${COMMENTS[(i + k) % COMMENTS.length]}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${ids.get(p[0]) * 10 + k}#respond" aria-label="Reply to ${AUTHORS[(i + k) % AUTHORS.length]}">Reply</a></div></article></li>`,
  ).join('\n');
  const title = n
    ? `<h2 class="comments-title">${n === 1 ? 'One thought' : `${n} thoughts`} on &ldquo;${esc(p[1])}&rdquo;</h2>\n<ol class="comment-list">\n${list}\n</ol>`
    : '';
  return `<div id="comments" class="comments-area default-max-width ${n ? 'show-avatars' : ''}">
${title}
<div id="respond" class="comment-respond"><h2 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h2><form action="${SITE}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="5" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required></p><p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" required></p><p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url"></p><p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="${ids.get(p[0])}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div>
</div>`;
}

function postHtml(p, i) {
  const id = ids.get(p[0]);
  const prev = sorted[sorted.indexOf(p) + 1];
  const next = sorted[sorted.indexOf(p) - 1];
  const nav = `<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">${prev ? `<div class="nav-previous"><a href="${SITE}${postPath(prev)}" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">${esc(prev[1])}</p></a></div>` : ''}${next ? `<div class="nav-next"><a href="${SITE}${postPath(next)}" rel="next"><p class="meta-nav">Next post</p><p class="post-title">${esc(next[1])}</p></a></div>` : ''}</div></nav>`;
  const main = `<article id="post-${id}" class="post-${id} post type-post status-publish format-standard hentry category-${slugTag(p[3])} entry">
<header class="entry-header alignwide"><h1 class="entry-title">${esc(p[1])}</h1></header>
<div class="entry-content">
${content(p, i)}
</div>
${meta(p)}
</article>
${comments(p, i)}
${nav}`;
  return page({ title: esc(p[1]), canonical: postPath(p), bodyClass: `post-template-default single single-post postid-${id} single-format-standard`, main });
}

function excerpt(p) {
  const first = p[5][0][2];
  return `<article id="post-${ids.get(p[0])}" class="post-${ids.get(p[0])} post type-post status-publish format-standard hentry entry">
<header class="entry-header"><h2 class="entry-title default-max-width"><a href="${SITE}${postPath(p)}">${esc(p[1])}</a></h2></header>
<div class="entry-content"><p>${esc(first.split(' ').slice(0, 40).join(' '))} &hellip; <a class="more-link" href="${SITE}${postPath(p)}">Continue reading<span class="screen-reader-text">${esc(p[1])}</span></a></p></div>
${meta(p)}
</article>`;
}

function archive(title, desc, posts, base, bodyClass) {
  const per = 10;
  const pages = Math.max(1, Math.ceil(posts.length / per));
  const out = {};
  for (let n = 1; n <= pages; n++) {
    const slice = posts.slice((n - 1) * per, n * per);
    const pag =
      pages > 1
        ? `<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links">${n > 1 ? `<a class="prev page-numbers" href="${SITE}${base}${n === 2 ? '' : `page/${n - 1}/`}">Newer posts</a>` : ''}<span class="page-numbers current">${n}</span>${n < pages ? `<a class="next page-numbers" href="${SITE}${base}page/${n + 1}/">Older posts</a>` : ''}</div></nav>`
        : '';
    const head = title
      ? `<header class="page-header alignwide"><h1 class="page-title">${title}</h1>${desc ? `<div class="archive-description"><p>${desc}</p></div>` : ''}</header>`
      : '';
    out[n === 1 ? base : `${base}page/${n}/`] = page({
      title: title ? title.replace(/<[^>]+>/g, '') : 'Cooking, baking and growing it ourselves',
      canonical: n === 1 ? base : `${base}page/${n}/`,
      bodyClass,
      main: head + slice.map(excerpt).join('\n') + pag,
      robots: 'max-image-preview:large',
    });
  }
  return out;
}

function feed(posts, title) {
  const items = posts
    .slice(0, 10)
    .map(
      (p) => `<item>
<title>${esc(p[1])}</title>
<link>${SITE}${postPath(p)}</link>
<comments>${SITE}${postPath(p)}#respond</comments>
<dc:creator><![CDATA[admin]]></dc:creator>
<pubDate>${new Date(`${p[2]}T08:00:00Z`).toUTCString()}</pubDate>
<category><![CDATA[${p[3]}]]></category>
<guid isPermaLink="false">${SITE}/?p=${ids.get(p[0])}</guid>
<description><![CDATA[${p[5][0][2]}]]></description>
<content:encoded><![CDATA[${content(p, 0)}]]></content:encoded>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${title}</title>
<atom:link href="${SITE}/feed/" rel="self" type="application/rss+xml" />
<link>${SITE}</link>
<description>Cooking, baking and growing it ourselves</description>
<generator>https://wordpress.org/?v=6.4.2</generator>
${items}
</channel>
</rss>
`;
}

export function generate(out) {
  rmSync(out, { recursive: true, force: true });
  const files = {};
  POSTS.forEach((p, i) => {
    const html = postHtml(p, i);
    files[`${postPath(p)}index.html`] = html;
    // the ugly permalink a mirror also followed (from the feed's guid / shortlink): same post, canonical to the pretty one
    files[`/index.html?p=${ids.get(p[0])}.html`] = html;
    if (p[6] > 1)
      files[`${postPath(p)}index.html?replytocom=${ids.get(p[0]) * 10 + 1}.html`] = html.replace(
        '<head>',
        "<head>\n<meta name='robots' content='noindex, follow'>",
      );
  });
  const put = (o) => {
    for (const [k, v] of Object.entries(o)) files[`${k}index.html`] = v;
  };
  put(archive('', '', sorted, '/', 'home blog hfeed'));
  for (const c of new Set(POSTS.map((p) => p[3])))
    put(
      archive(
        `Category: <span>${c}</span>`,
        '',
        sorted.filter((p) => p[3] === c),
        `/category/${slugTag(c)}/`,
        'archive category',
      ),
    );
  for (const t of new Set(POSTS.flatMap((p) => p[4])))
    put(
      archive(
        `Tag: <span>${esc(t)}</span>`,
        '',
        sorted.filter((p) => p[4].includes(t)),
        `/tag/${slugTag(t)}/`,
        'archive tag',
      ),
    );
  for (const m of new Set(POSTS.map((p) => p[2].slice(0, 7))))
    put(
      archive(
        `Month: <span>${months[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}</span>`,
        '',
        sorted.filter((p) => p[2].startsWith(m)),
        `/${m.replace('-', '/')}/`,
        'archive date',
      ),
    );
  put(archive('Author: <span>admin</span>', '', sorted, '/author/admin/', 'archive author'));
  files['/contact/index.html'] = page({
    title: 'Contact',
    canonical: '/contact/',
    bodyClass: 'page-template-default page',
    main: `<article class="page type-page status-publish entry"><header class="entry-header alignwide"><h1 class="entry-title">Contact</h1></header><div class="entry-content"><p>Questions about a recipe? Use the form and we answer within a week.</p><div class="wpcf7"><form class="wpcf7-form"><p><label>Your name<br><input type="text" name="your-name"></label></p><p><label>Your email<br><input type="email" name="your-email"></label></p><p><label>Your message<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Submit" class="wpcf7-submit"></p></form></div></div></article>`,
  });
  files['/privacy-policy/index.html'] = page({
    title: 'Privacy Policy',
    canonical: '/privacy-policy/',
    bodyClass: 'privacy-policy page',
    main: `<article class="page entry"><header class="entry-header alignwide"><h1 class="entry-title">Privacy Policy</h1></header><div class="entry-content"><h2 class="wp-block-heading">Who we are</h2><p>Our website address is: ${SITE}.</p><h2 class="wp-block-heading">Comments</h2><p>When visitors leave comments on the site we collect the data shown in the comments form, and also the visitor&#8217;s IP address and browser user agent string to help spam detection.</p><h2 class="wp-block-heading">Cookies</h2><p>If you leave a comment on our site you may opt-in to saving your name, email address and website in cookies.</p></div></article>`,
  });
  files['/feed/index.html'] = feed(sorted, NAME);
  files['/comments/feed/index.html'] = feed(sorted, `Comments for ${NAME}`);
  for (const c of new Set(POSTS.map((p) => p[3])))
    files[`/category/${slugTag(c)}/feed/index.html`] = feed(
      sorted.filter((p) => p[3] === c),
      `${NAME} &raquo; ${c} Category Feed`,
    );
  files['/wp-json/index.html'] = JSON.stringify({
    name: 'Hearth & Garden',
    description: 'Cooking, baking and growing it ourselves',
    url: SITE,
    home: SITE,
    namespaces: ['oembed/1.0', 'wp/v2'],
    routes: { '/wp/v2/posts': { methods: ['GET'] } },
  });
  files['/wp-json/wp/v2/posts/index.html'] = JSON.stringify(
    sorted.slice(0, 10).map((p) => ({ id: ids.get(p[0]), link: SITE + postPath(p), title: { rendered: p[1] }, content: { rendered: content(p, 0) } })),
  );
  for (const [k, v] of Object.entries(files)) {
    const f = join(out, k);
    mkdirSync(join(f, '..'), { recursive: true });
    writeFileSync(f, v);
  }
  return Object.keys(files).length;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const out = process.argv[2] ?? 'bench/.out/corpora/wp';
  console.log(`${generate(out)} files written to ${out}`);
}
