/**
 * Runs in <head> before first paint: marks that scripts run (`js` class, so
 * reveal animations may hide content until it scrolls in) and applies the
 * saved or system theme, so the page never flashes the wrong theme.
 * Its exact text is hashed into the Content-Security-Policy after the build.
 */
export const themeScript = `(function(){try{var d=document.documentElement;d.classList.add('js');var t=localStorage.getItem('theme');var m=window.matchMedia('(prefers-color-scheme: dark)').matches;d.classList.toggle('dark',t==='dark'||(t!=='light'&&m));}catch(e){}})();`;
