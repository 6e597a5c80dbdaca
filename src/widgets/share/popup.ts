/**
 * Opens `url` in a centred popup with no way back to this page (reverse tabnabbing: heiseonline/shariff#274).
 * With `noopener` in the features window.open always returns null (MDN "Window: open()"), so a blocked popup could not be told
 * from an open one; instead we open about:blank, sever `opener` ourselves, then navigate the popup
 * through a `rel="noreferrer"` link inside it (no Referer either). Returns false when the popup was
 * blocked, or on a small/touch screen where a tab is better: the caller then lets the link open a tab.
 */
export function openPopup(url: string, [width, height]: [number, number]): boolean {
  if (matchMedia('(pointer: coarse)').matches || screen.availWidth < width) return false;
  const left = Math.round(screenX + (outerWidth - width) / 2);
  const top = Math.round(screenY + (outerHeight - height) / 2);
  const win = open('about:blank', '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!win) return false;
  try {
    win.opener = null;
    const link = win.document.createElement('a');
    link.href = url;
    link.rel = 'noreferrer';
    win.document.body.append(link);
    link.click();
  } catch {
    win.location.replace(url);
  }
  return true;
}
