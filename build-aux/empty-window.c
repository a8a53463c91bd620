/* empty-window.c: the smallest GTK 4 application with a window, built by
 * build-aux/bench-window as the floor for start-up time and memory. With
 * --label the window has a header bar and one label, as the smallest
 * window with text: its first frame pays for the fonts and text layout
 * that an empty window never needs.
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gtk/gtk.h>

static gboolean with_label;

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_title (GTK_WINDOW (window), "Empty");
  if (with_label)
    {
      gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
      gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Roll the die"));
    }
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  GtkApplication *app;
  int status;

  if (argc > 1 && g_str_equal (argv[1], "--label"))
    {
      with_label = TRUE;
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  app = gtk_application_new ("io.github.ludoboard.EmptyWindow", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
