import Dialogs
