import 'inlay/register';
