@_exported import Curtain
