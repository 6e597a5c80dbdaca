import type { Translations } from '../../core/i18n';

export const translations: Translations<{
  carousel: string;
  slide: string;
  slideLabel: string;
  prev: string;
  next: string;
  start: string;
  stop: string;
  picker: string;
  dot: string;
  noSlides: string;
  thumb: string;
  thumbPlain: string;
}> = {
  en: {
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: '{n} of {total}',
    prev: 'Previous slide',
    next: 'Next slide',
    start: 'Start slide rotation',
    stop: 'Stop slide rotation',
    picker: 'Choose slide to display',
    dot: 'Slide {n}',
    noSlides: 'This slider has no slides.',
    thumb: 'Slide {n} of {total}: {name}',
    thumbPlain: 'Slide {n} of {total}',
  },
  de: {
    carousel: 'Karussell',
    slide: 'Folie',
    slideLabel: '{n} von {total}',
    prev: 'Vorherige Folie',
    next: 'Nächste Folie',
    start: 'Automatischen Wechsel starten',
    stop: 'Automatischen Wechsel anhalten',
    picker: 'Folie auswählen',
    dot: 'Folie {n}',
    noSlides: 'Dieser Slider enthält keine Folien.',
    thumb: 'Folie {n} von {total}: {name}',
    thumbPlain: 'Folie {n} von {total}',
  },
  fr: {
    carousel: 'carrousel',
    slide: 'diapositive',
    slideLabel: '{n} sur {total}',
    prev: 'Diapositive précédente',
    next: 'Diapositive suivante',
    start: 'Démarrer la rotation',
    stop: 'Arrêter la rotation',
    picker: 'Choisir la diapositive à afficher',
    dot: 'Diapositive {n}',
    noSlides: 'Ce carrousel ne contient aucune diapositive.',
  },
  es: {
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideLabel: '{n} de {total}',
    prev: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    start: 'Iniciar rotación',
    stop: 'Detener rotación',
    picker: 'Elegir la diapositiva',
    dot: 'Diapositiva {n}',
    noSlides: 'Este carrusel no tiene diapositivas.',
  },
  it: {
    carousel: 'carosello',
    slide: 'diapositiva',
    slideLabel: '{n} di {total}',
    prev: 'Diapositiva precedente',
    next: 'Diapositiva successiva',
    start: 'Avvia la rotazione',
    stop: 'Ferma la rotazione',
    picker: 'Scegli la diapositiva',
    dot: 'Diapositiva {n}',
    noSlides: 'Questo carosello non ha diapositive.',
  },
  nl: {
    carousel: 'carrousel',
    slide: 'dia',
    slideLabel: '{n} van {total}',
    prev: 'Vorige dia',
    next: 'Volgende dia',
    start: 'Automatisch wisselen starten',
    stop: 'Automatisch wisselen stoppen',
    picker: 'Kies een dia',
    dot: 'Dia {n}',
    noSlides: 'Deze carrousel heeft geen dia\'s.',
  },
};
