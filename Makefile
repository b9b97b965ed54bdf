# Build, install and uninstall NQueens the way command-line programs are: `make`, `make install PREFIX=…`.
#
#   make                                  release build of `nqueens` (and of `nqueens-gnome` where GTK 4 builds)
#   make install PREFIX=~/.local          install under PREFIX (default /usr/local); DESTDIR is honoured
#   make uninstall PREFIX=~/.local        remove exactly what install put there
#   make deb                              the Debian packages nqueens and nqueens-gnome in .build/deb (see
#                                         packaging/deb/README.md; DEB_VERSION=… overrides the version)
#   make test                             everything CI runs (.ci/run)
#
# The manual page and the shell completions are printed by the built program from its own command table
# (`nqueens manual`, `nqueens completions bash|zsh|fish`), so they always match what it accepts.
# The GNOME app is built and installed when pkg-config finds GTK 4 and libadwaita; GNOME=no skips it, GNOME=yes
# insists on it.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install
# The Swift runtime and Foundation are linked in, so the installed programs need no Swift toolchain to run; they
# have no $$ORIGIN run path (there is nothing beside them to load), and their relocations are all resolved at start,
# then read-only (-z now, with the default RELRO).
SWIFT_BUILD_FLAGS ?= -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now
# Programs are installed stripped of their symbol tables (a quarter of nqueens's size).
INSTALL_PROGRAM ?= $(INSTALL) -s -m 755

# `PREFIX=~/.local` reaches make unexpanded from some shells: the desktop entry needs the real path.
prefix := $(patsubst ~/%,$(HOME)/%,$(PREFIX))

# Build the GNOME app too when its libraries are there (override with GNOME=yes or GNOME=no).
GNOME ?= $(shell pkg-config --exists gtk4 libadwaita-1 2>/dev/null && echo yes || echo no)

# Where the programs and the zsh completion go: Debian's packages put the games in /usr/games and the completion
# where Debian's zsh looks (`make deb` sets both).
BINDIR ?= $(prefix)/bin
ZSH_COMPLETIONS_DIR ?= $(prefix)/share/zsh/site-functions

NQUEENS := .build/release/nqueens
NQUEENS_GNOME := Apps/GNOME/.build/release/nqueens-gnome
GENERATED := .build/generated
APP_ID := io.github.nqueens.NQueens
GNOME_DATA := Apps/GNOME/data

bindir := $(DESTDIR)$(BINDIR)
# The manual pages are in section 6, the games'.
man6dir := $(DESTDIR)$(prefix)/share/man/man6
bashdir := $(DESTDIR)$(prefix)/share/bash-completion/completions
zshdir := $(DESTDIR)$(ZSH_COMPLETIONS_DIR)
fishdir := $(DESTDIR)$(prefix)/share/fish/vendor_completions.d
applicationsdir := $(DESTDIR)$(prefix)/share/applications
metainfodir := $(DESTDIR)$(prefix)/share/metainfo
iconsdir := $(DESTDIR)$(prefix)/share/icons/hicolor

# Every file install writes (and uninstall removes), relative to DESTDIR.
CLI_FILES := $(bindir)/nqueens $(man6dir)/nqueens.6 $(bashdir)/nqueens $(zshdir)/_nqueens $(fishdir)/nqueens.fish
GNOME_FILES := $(bindir)/nqueens-gnome $(man6dir)/nqueens-gnome.6 $(applicationsdir)/$(APP_ID).desktop \
	$(metainfodir)/$(APP_ID).metainfo.xml $(iconsdir)/scalable/apps/$(APP_ID).svg \
	$(iconsdir)/symbolic/apps/$(APP_ID)-symbolic.svg
# 1.0.0 installed the manual page in section 1; uninstall removes it from there too.
OLD_FILES := $(DESTDIR)$(prefix)/share/man/man1/nqueens.1

.PHONY: all build install uninstall deb test

all: build

# The desktop entry starts the installed binary by its path: ~/.local/bin is not always on a session's PATH.
build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product nqueens
	mkdir -p $(GENERATED)
	$(NQUEENS) manual > $(GENERATED)/nqueens.6
	$(NQUEENS) completions bash > $(GENERATED)/nqueens.bash
	$(NQUEENS) completions zsh > $(GENERATED)/_nqueens
	$(NQUEENS) completions fish > $(GENERATED)/nqueens.fish
ifeq ($(GNOME),yes)
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --package-path Apps/GNOME --product nqueens-gnome
	sed 's|^Exec=nqueens-gnome$$|Exec=$(BINDIR)/nqueens-gnome|' $(GNOME_DATA)/$(APP_ID).desktop \
		> $(GENERATED)/$(APP_ID).desktop
endif

install: build
	$(INSTALL) -d $(bindir) $(man6dir) $(bashdir) $(zshdir) $(fishdir)
	$(INSTALL_PROGRAM) $(NQUEENS) $(bindir)/nqueens
	$(INSTALL) -m 644 $(GENERATED)/nqueens.6 $(man6dir)/nqueens.6
	$(INSTALL) -m 644 $(GENERATED)/nqueens.bash $(bashdir)/nqueens
	$(INSTALL) -m 644 $(GENERATED)/_nqueens $(zshdir)/_nqueens
	$(INSTALL) -m 644 $(GENERATED)/nqueens.fish $(fishdir)/nqueens.fish
ifeq ($(GNOME),yes)
	$(INSTALL) -d $(applicationsdir) $(metainfodir) $(iconsdir)/scalable/apps $(iconsdir)/symbolic/apps
	$(INSTALL_PROGRAM) $(NQUEENS_GNOME) $(bindir)/nqueens-gnome
	$(INSTALL) -m 644 $(GNOME_DATA)/nqueens-gnome.6 $(man6dir)/nqueens-gnome.6
	$(INSTALL) -m 644 $(GENERATED)/$(APP_ID).desktop $(applicationsdir)/$(APP_ID).desktop
	$(INSTALL) -m 644 $(GNOME_DATA)/$(APP_ID).metainfo.xml $(metainfodir)/$(APP_ID).metainfo.xml
	$(INSTALL) -m 644 $(GNOME_DATA)/icons/hicolor/scalable/apps/$(APP_ID).svg $(iconsdir)/scalable/apps/$(APP_ID).svg
	$(INSTALL) -m 644 $(GNOME_DATA)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
		$(iconsdir)/symbolic/apps/$(APP_ID)-symbolic.svg
endif

# Removes the files install writes, the desktop app's too (whether or not it was built this time); the directories
# stay, as they may hold other programs' files.
uninstall:
	rm -f $(CLI_FILES) $(GNOME_FILES) $(OLD_FILES)

# The two Debian packages, from one staged install with the paths Debian's policy gives games.
DEB_DIR ?= .build/deb
deb:
	rm -rf $(DEB_DIR)/stage
	$(MAKE) install DESTDIR="$(abspath $(DEB_DIR))/stage" PREFIX=/usr BINDIR=/usr/games \
		ZSH_COMPLETIONS_DIR=/usr/share/zsh/vendor-completions GNOME=yes
	scripts/build-deb "$(DEB_DIR)/stage" "$(DEB_DIR)" $(DEB_VERSION)

test:
	.ci/run
