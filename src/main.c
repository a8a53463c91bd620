/* main.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-application.h"
#include "ludo-bench.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudoApplication) app = NULL;
  const char *localedir;

  /* An uninstalled build (meson devenv, the tests, build-aux/play) has its
   * catalogues in the build tree, not under the install prefix. */
  localedir = g_getenv ("LUDO_LOCALEDIR");
  if (localedir == NULL || localedir[0] == '\0')
    localedir = LOCALEDIR;

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  ludo_bench_mark ("main");
  app = ludo_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
