/** The fit-text's only text of its own: the notice when min > max (keys: docs/fit-text.md). */
export const translations = {
  en: { minMax: 'min ({min}) is larger than max ({max}); using min={lo} and max={hi}.' },
  de: { minMax: 'min ({min}) ist größer als max ({max}): verwendet werden min={lo} und max={hi}.' },
  fr: { minMax: 'min ({min}) est supérieur à max ({max}) : min={lo} et max={hi} sont utilisés.' },
  es: { minMax: 'min ({min}) es mayor que max ({max}): se usan min={lo} y max={hi}.' },
  it: { minMax: 'min ({min}) è maggiore di max ({max}): si usano min={lo} e max={hi}.' },
  nl: { minMax: 'min ({min}) is groter dan max ({max}): min={lo} en max={hi} worden gebruikt.' },
  pt: { minMax: 'min ({min}) é maior que max ({max}): usando min={lo} e max={hi}.' },
  pl: { minMax: 'min ({min}) jest większe niż max ({max}): użyto min={lo} i max={hi}.' },
  sv: { minMax: 'min ({min}) är större än max ({max}): min={lo} och max={hi} används.' },
  da: { minMax: 'min ({min}) er større end max ({max}): bruger min={lo} og max={hi}.' },
  cs: { minMax: 'min ({min}) je větší než max ({max}): použito min={lo} a max={hi}.' },
  tr: { minMax: 'min ({min}), max değerinden ({max}) büyük: min={lo} ve max={hi} kullanılıyor.' },
  ja: { minMax: 'min（{min}）が max（{max}）より大きいため、min={lo}、max={hi} を使用します。' },
  zh: { minMax: 'min（{min}）大于 max（{max}），改用 min={lo} 和 max={hi}。' },
  ar: { minMax: 'قيمة min ({min}) أكبر من max ({max})؛ تُستخدم min={lo} وmax={hi}.' },
  he: { minMax: 'הערך min ({min}) גדול מ־max ({max}); נעשה שימוש ב־min={lo} וב־max={hi}.' },
};
