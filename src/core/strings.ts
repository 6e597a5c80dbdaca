/** Strings of the core (shown in any widget's box). Keys: docs/i18n.md. */
export const translations = {
  en: { failed: 'This widget could not start.' },
  de: { failed: 'Dieses Widget konnte nicht starten.' },
  fr: { failed: 'Ce widget n’a pas pu démarrer.' },
  es: { failed: 'Este widget no se pudo iniciar.' },
  it: { failed: 'Impossibile avviare questo widget.' },
  nl: { failed: 'Deze widget kon niet starten.' },
  pt: { failed: 'Não foi possível iniciar este widget.' },
  pl: { failed: 'Nie udało się uruchomić tego widżetu.' },
  sv: { failed: 'Den här widgeten kunde inte starta.' },
  da: { failed: 'Denne widget kunne ikke starte.' },
  cs: { failed: 'Tento widget se nepodařilo spustit.' },
  tr: { failed: 'Bu bileşen başlatılamadı.' },
  ja: { failed: 'このウィジェットを起動できませんでした。' },
  zh: { failed: '此小组件无法启动。' },
  ar: { failed: 'تعذّر تشغيل هذه الأداة.' },
  he: { failed: 'לא ניתן היה להפעיל את הווידג׳ט הזה.' },
};
