; The Windows installer of London's Burning (NSIS 3, makensis), built by
; scripts/windows, which passes:
;   VERSION   the version (Cargo.toml), e.g. 0.1.0
;   VERSION4  the same in four numbers, e.g. 0.1.0.0
;   STAGE     the folder holding londons-burning.exe, README.txt and the
;             licences (*.txt): what the zip holds
;   ICON      londons-burning.ico
;   OUTFILE   the installer to write
;
; A per-user install: no administrator rights (RequestExecutionLevel user),
; into %LOCALAPPDATA%\Programs\London's Burning, with a Start-menu entry, an
; uninstaller listed in Settings > Apps (HKCU), and the exported campaigns'
; extension .lbcampaign opening in the program (HKCU\Software\Classes). The
; uninstaller removes what it installed and nothing else: the player's
; campaigns and settings in %APPDATA%\londons-burning stay.
; Silent: setup.exe /S (and /D=FOLDER, last, for another folder);
; uninstall.exe /S.

; A 64-bit installer for a 64-bit program (it runs where the program runs,
; and under a 64-bit-only Wine).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!define APP "London's Burning"
!define EXE "londons-burning.exe"
!define PROGID "LondonsBurning.Campaign"
!define EXT ".lbcampaign"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\LondonsBurning"
!define SHCNE_ASSOCCHANGED 0x08000000

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} setup"
VIAddVersionKey /LANG=0 "CompanyName" "London's Burning developers"
VIAddVersionKey /LANG=0 "LegalCopyright" "2026, London's Burning developers; MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_SHOWREADME "$INSTDIR\README.txt"
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeepSaves)"
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The setup speaks the system's language when it is one of these.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"

LangString KeepSaves ${LANG_ENGLISH} "Your campaigns and settings (in %APPDATA%\londons-burning) are kept: only the program is removed."
LangString KeepSaves ${LANG_SPANISH} "Sus campañas y ajustes (en %APPDATA%\londons-burning) se conservan: solo se quita el programa."
LangString FileType ${LANG_ENGLISH} "London's Burning campaign"
LangString FileType ${LANG_SPANISH} "Campaña de London's Burning"

Section "Install"
  SetOutPath "$INSTDIR"
  File "${STAGE}\${EXE}"
  File "${STAGE}\*.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; Settings > Apps, for this user.
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "London's Burning developers"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" "$0"

  ; An exported campaign (.lbcampaign) opens in the program: it imports
  ; the file (or opens the campaign it was imported as) and starts it.
  WriteRegStr HKCU "Software\Classes\${EXT}" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\${EXT}" "Content Type" "application/x-londons-burning-campaign"
  WriteRegStr HKCU "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(FileType)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" "${EXT}" ""
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  ; The files this installer wrote, one by one: never the folder with
  ; whatever else it holds, never the saves (%APPDATA%\londons-burning).
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\DejaVu-LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP}.lnk"

  DeleteRegKey HKCU "${UNINST_KEY}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  DeleteRegValue HKCU "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\${EXT}\OpenWithProgids"
  ; The extension's default only if it is still ours.
  ReadRegStr $0 HKCU "Software\Classes\${EXT}" ""
  StrCmp $0 "${PROGID}" 0 +3
    DeleteRegValue HKCU "Software\Classes\${EXT}" ""
    DeleteRegValue HKCU "Software\Classes\${EXT}" "Content Type"
  DeleteRegKey /ifempty HKCU "Software\Classes\${EXT}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
  DetailPrint "$(KeepSaves)"
SectionEnd
